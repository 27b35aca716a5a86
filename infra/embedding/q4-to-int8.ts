import protobuf from 'protobufjs/minimal.js';

/**
 * Rewrites an ONNX model whose matrix products are 4-bit block-quantized (`MatMulNBits`, as in the
 * all-MiniLM-L6-v2 q4 export we are given) into one with 8-bit weights (`DynamicQuantizeMatMul`):
 * the same weights, dequantized and requantized per output column; and its float word-embedding
 * table into int8 rows. Why: onnxruntime's int8 kernels are about three times faster than its
 * 4-bit ones on this CPU (AVX-512 VNNI): on one thread, a 128-token passage took 15.8 ms against
 * 33.2, a 16-token query 2.1 ms against 4.7 (2026-12-06); and the table was most of the model's
 * memory. The vectors move a little (cosine 0.99 to the q4 model's), so the model id changes and
 * every vector is re-embedded; the judged search sets decided the switch (README, "Search quality").
 *
 * The rewrite works on the protobuf wire format, not on a schema: every field it does not touch is
 * copied byte for byte. It reads the ModelProto's graph (field 7), and in the GraphProto its nodes
 * (field 1) and initializers (field 5); everything else passes through. `int8ModelFromQ4` gives
 * one self-contained model (initializers of an external data file inlined); `withExternalData` then
 * moves the large weights out to one aligned file, the form the embedder keeps and loads.
 */

/** Bumped whenever the rewrite's output changes, so that models converted and cached before are converted again. */
export const INT8_REWRITE_VERSION = 1;

/** Reads `length` bytes at `offset` of an external data file named `location` (relative to the model). */
export type ExternalDataReader = (location: string, offset: number, length: number) => Uint8Array;

/** Thrown for a model this rewrite does not understand (it never guesses at a layout). */
export class UnsupportedModelError extends Error {}

const WIRE_VARINT = 0;
const WIRE_BYTES = 2;
const FLOAT = 1;
const INT8 = 3;
const DATA_LOCATION_EXTERNAL = 1;
/** Offsets in an external data file are multiples of this, so that onnxruntime can map the weights from it. */
const EXTERNAL_ALIGNMENT = 4096;

// Field numbers of onnx.proto (ModelProto, GraphProto, NodeProto, AttributeProto, TensorProto, StringStringEntryProto).
const MODEL_GRAPH = 7;
const GRAPH_NODE = 1;
const GRAPH_INITIALIZER = 5;
const NODE = { input: 1, output: 2, name: 3, opType: 4, attribute: 5, domain: 7 } as const;
const ATTRIBUTE = { name: 1, i: 3, type: 20 } as const;
const ATTRIBUTE_INT = 2;
const TENSOR = { dims: 1, dataType: 2, name: 8, rawData: 9, externalData: 13, dataLocation: 14 } as const;
const ENTRY = { key: 1, value: 2 } as const;

/** One field of a message as it sits on the wire: the raw bytes (tag included) and its value. */
interface WireField {
  field: number;
  raw: Uint8Array;
  /** The payload of a length-delimited field. */
  bytes?: Uint8Array;
  /** The value of a varint field (fields read here are small and non-negative). */
  varint?: number;
}

function wireFields(message: Uint8Array): WireField[] {
  const reader = protobuf.Reader.create(message);
  const fields: WireField[] = [];
  while (reader.pos < reader.len) {
    const start = reader.pos;
    const tag = reader.uint32();
    const wireType = tag & 7;
    const entry: WireField = { field: tag >>> 3, raw: message };
    if (wireType === WIRE_BYTES) entry.bytes = reader.bytes();
    else if (wireType === WIRE_VARINT) entry.varint = Number(reader.uint64().toString());
    else reader.skipType(wireType);
    entry.raw = message.subarray(start, reader.pos);
    fields.push(entry);
  }
  return fields;
}

const utf8 = new TextDecoder();
const text = (bytes: Uint8Array | undefined) => utf8.decode(bytes ?? new Uint8Array());
const texts = (fields: WireField[], field: number) => fields.filter((f) => f.field === field).map((f) => text(f.bytes));

interface Node {
  name: string;
  opType: string;
  domain: string;
  inputs: string[];
  outputs: string[];
  attributes: Map<string, number>;
}

function readNode(bytes: Uint8Array): Node {
  const fields = wireFields(bytes);
  const attributes = new Map<string, number>();
  for (const attribute of fields.filter((f) => f.field === NODE.attribute)) {
    const parts = wireFields(attribute.bytes!);
    const value = parts.find((p) => p.field === ATTRIBUTE.i)?.varint;
    if (value !== undefined) attributes.set(texts(parts, ATTRIBUTE.name)[0] ?? '', value);
  }
  return {
    name: texts(fields, NODE.name)[0] ?? '',
    opType: texts(fields, NODE.opType)[0] ?? '',
    domain: texts(fields, NODE.domain)[0] ?? '',
    inputs: texts(fields, NODE.input),
    outputs: texts(fields, NODE.output),
    attributes,
  };
}

interface Tensor {
  name: string;
  dims: number[];
  dataType: number;
  data: Uint8Array;
  /** Whether the bytes came from the external data file. */
  external: boolean;
}

/** An initializer's name, shape, type and bytes, from raw_data or its external file. Null: neither. */
function readTensor(bytes: Uint8Array, readExternal: ExternalDataReader): Tensor | null {
  const fields = wireFields(bytes);
  const name = texts(fields, TENSOR.name)[0] ?? '';
  const dims = fields.filter((f) => f.field === TENSOR.dims).flatMap((f) => (f.bytes ? packedVarints(f.bytes) : [f.varint ?? 0]));
  const dataType = fields.find((f) => f.field === TENSOR.dataType)?.varint ?? 0;
  const raw = fields.find((f) => f.field === TENSOR.rawData)?.bytes;
  if (raw) return { name, dims, dataType, data: raw, external: false };
  const external = new Map(
    fields
      .filter((f) => f.field === TENSOR.externalData)
      .map((f) => wireFields(f.bytes!))
      .map((entry) => [texts(entry, ENTRY.key)[0] ?? '', texts(entry, ENTRY.value)[0] ?? ''] as const),
  );
  const location = external.get('location');
  if (!location) return null;
  return { name, dims, dataType, data: readExternal(location, Number(external.get('offset') ?? 0), Number(external.get('length') ?? 0)), external: true };
}

function packedVarints(bytes: Uint8Array): number[] {
  const reader = protobuf.Reader.create(bytes);
  const values: number[] = [];
  while (reader.pos < reader.len) values.push(Number(reader.uint64().toString()));
  return values;
}

function encodeNode(node: Node): Uint8Array {
  const writer = protobuf.Writer.create();
  for (const input of node.inputs) writer.uint32((NODE.input << 3) | WIRE_BYTES).string(input);
  for (const output of node.outputs) writer.uint32((NODE.output << 3) | WIRE_BYTES).string(output);
  writer.uint32((NODE.name << 3) | WIRE_BYTES).string(node.name);
  writer.uint32((NODE.opType << 3) | WIRE_BYTES).string(node.opType);
  for (const [name, value] of node.attributes) {
    const attribute = protobuf.Writer.create().uint32((ATTRIBUTE.name << 3) | WIRE_BYTES).string(name);
    attribute.uint32((ATTRIBUTE.i << 3) | WIRE_VARINT).int64(value);
    attribute.uint32((ATTRIBUTE.type << 3) | WIRE_VARINT).int32(ATTRIBUTE_INT);
    writer.uint32((NODE.attribute << 3) | WIRE_BYTES).bytes(attribute.finish());
  }
  writer.uint32((NODE.domain << 3) | WIRE_BYTES).string(node.domain);
  return writer.finish();
}

/** A TensorProto with its bytes inline (raw_data), or placed in an external data file. */
function encodeTensor(tensor: Tensor, placement?: { location: string; offset: number }): Uint8Array {
  const writer = protobuf.Writer.create();
  // onnx.proto is proto2 and does not declare dims packed: one tag per dimension.
  for (const dim of tensor.dims) writer.uint32((TENSOR.dims << 3) | WIRE_VARINT).int64(dim);
  writer.uint32((TENSOR.dataType << 3) | WIRE_VARINT).int32(tensor.dataType);
  writer.uint32((TENSOR.name << 3) | WIRE_BYTES).string(tensor.name);
  if (!placement) return writer.uint32((TENSOR.rawData << 3) | WIRE_BYTES).bytes(tensor.data).finish();
  const entries = { location: placement.location, offset: String(placement.offset), length: String(tensor.data.length) };
  for (const [key, value] of Object.entries(entries)) {
    const entry = protobuf.Writer.create().uint32((ENTRY.key << 3) | WIRE_BYTES).string(key).uint32((ENTRY.value << 3) | WIRE_BYTES).string(value);
    writer.uint32((TENSOR.externalData << 3) | WIRE_BYTES).bytes(entry.finish());
  }
  return writer.uint32((TENSOR.dataLocation << 3) | WIRE_VARINT).int32(DATA_LOCATION_EXTERNAL).finish();
}

/** A field of a message, re-encoded with a new payload. */
function encodeField(field: number, payload: Uint8Array): Uint8Array {
  return protobuf.Writer.create().uint32((field << 3) | WIRE_BYTES).bytes(payload).finish();
}

/** The model's GraphProto fields, and a function that puts a new graph in their place (every other field kept byte for byte). */
function graphOf(model: Uint8Array): { graphFields: WireField[]; withGraph: (graph: Uint8Array) => Uint8Array } {
  const modelFields = wireFields(model);
  const graphField = modelFields.find((f) => f.field === MODEL_GRAPH);
  if (!graphField?.bytes) throw new UnsupportedModelError('the model has no graph');
  return {
    graphFields: wireFields(graphField.bytes),
    withGraph: (graph) => Buffer.concat(modelFields.map((field) => (field === graphField ? encodeField(MODEL_GRAPH, graph) : field.raw))),
  };
}

/**
 * The int8 weights of one `MatMulNBits` product, as `DynamicQuantizeMatMul` takes them: B laid out
 * [K][N] and one symmetric scale per output column. The 4-bit layout (onnxruntime contrib ops):
 * B is [N][K / blockSize][blockSize / 2] bytes, low nibble first, with one float scale per column
 * and block; without a zero-point input every block's zero point is 8.
 */
export function int8Columns(packed: Uint8Array, scales: Float32Array, K: number, N: number, blockSize: number): { weights: Int8Array; scales: Float32Array } {
  const blocks = Math.ceil(K / blockSize);
  const bytesPerBlock = blockSize / 2;
  const weights = new Int8Array(K * N);
  const columnScales = new Float32Array(N);
  const column = new Float32Array(K);
  const quantized = new Int8Array(K);
  for (let n = 0; n < N; n++) {
    for (let k = 0; k < K; k++) {
      const block = Math.floor(k / blockSize);
      const byte = packed[(n * blocks + block) * bytesPerBlock + ((k % blockSize) >> 1)] ?? 0;
      const nibble = k & 1 ? byte >> 4 : byte & 15;
      column[k] = (nibble - 8) * (scales[n * blocks + block] ?? 0);
    }
    columnScales[n] = quantizeSymmetric(column, quantized);
    for (let k = 0; k < K; k++) weights[k * N + n] = quantized[k] ?? 0;
  }
  return { weights, scales: columnScales };
}

/** Writes `values` as int8 into `into` with one symmetric scale (largest magnitude ↦ ±127); returns the scale. */
function quantizeSymmetric(values: Float32Array, into: Int8Array): number {
  let largest = 0;
  for (const value of values) largest = Math.max(largest, Math.abs(value));
  const scale = largest > 0 ? largest / 127 : 1;
  for (let i = 0; i < values.length; i++) into[i] = Math.round((values[i] ?? 0) / scale);
  return scale;
}

/**
 * int8 rows of a float table [rows][columns] with one symmetric scale per row, laid out [rows][1] so
 * that a Gather of the scales by token id comes out shaped to multiply the gathered rows.
 */
export function int8Rows(table: Float32Array, rows: number, columns: number): { values: Int8Array; scales: Float32Array } {
  const values = new Int8Array(rows * columns);
  const scales = new Float32Array(rows);
  for (let row = 0; row < rows; row++) {
    const span = [row * columns, (row + 1) * columns] as const;
    scales[row] = quantizeSymmetric(table.subarray(...span), values.subarray(...span));
  }
  return { values, scales };
}

/** A Gather from a table this large is a vocabulary lookup (30,522 rows in BERT), worth storing in int8. */
const VOCABULARY_ROWS = 10_000;

/** A float tensor's values: a view when its bytes are aligned (no copy of a 47 MB table), else a copy. */
const floats = (tensor: Tensor) =>
  tensor.data.byteOffset % 4 === 0 ? new Float32Array(tensor.data.buffer, tensor.data.byteOffset, tensor.data.byteLength / 4) : new Float32Array(Uint8Array.from(tensor.data).buffer);

/**
 * The model with int8 weights where it had 4-bit ones, and every external initializer inlined:
 *
 * - every `MatMulNBits` (4-bit, no zero points, no bias) becomes a `DynamicQuantizeMatMul` over
 *   int8 weights with a scale per output column (the speed);
 * - a float vocabulary table read by `Gather` (the word embeddings: 30,522 x 384 floats, 47 MB of
 *   the 54) becomes int8 rows with a scale per row, gathered and multiplied back (the memory: each
 *   model copy holds 12 MB instead of 47).
 *
 * Throws UnsupportedModelError for any other form of `MatMulNBits`, or when none is rewritten.
 */
export function int8ModelFromQ4(model: Uint8Array, readExternal: ExternalDataReader): Uint8Array {
  const { graphFields, withGraph } = graphOf(model);

  const tensors = new Map<WireField, Tensor | null>();
  for (const field of graphFields) if (field.field === GRAPH_INITIALIZER) tensors.set(field, readTensor(field.bytes!, readExternal));
  const initializers = new Map([...tensors.values()].flatMap((tensor) => (tensor ? [[tensor.name, tensor] as const] : [])));
  const replaced = new Set<string>();
  let products = 0;
  const added: Tensor[] = [];
  const addTensor = (name: string, dims: number[], dataType: number, data: ArrayBufferView) => {
    added.push({ name, dims, dataType, data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), external: false });
    return name;
  };

  const int8Product = (node: Node): Node[] => {
    const [input, weightName, scaleName, ...rest] = node.inputs;
    const K = node.attributes.get('K');
    const N = node.attributes.get('N');
    const blockSize = node.attributes.get('block_size');
    const weight = initializers.get(weightName ?? '');
    const scale = initializers.get(scaleName ?? '');
    if (node.attributes.get('bits') !== 4 || !K || !N || !blockSize || rest.some((name) => name !== '') || !input || !weight || !scale || scale.dataType !== FLOAT) {
      throw new UnsupportedModelError(`MatMulNBits node ${node.name} is not a 4-bit product without zero points or bias`);
    }
    const { weights, scales } = int8Columns(weight.data, floats(scale), K, N, blockSize);
    replaced.add(weight.name).add(scale.name);
    products++;
    const inputs = [input, addTensor(`${weight.name}.int8`, [K, N], INT8, weights), addTensor(`${weight.name}.int8_scale`, [N], FLOAT, scales)];
    return [{ name: node.name, opType: 'DynamicQuantizeMatMul', domain: 'com.microsoft', inputs, outputs: node.outputs, attributes: new Map() }];
  };

  const int8Tables = new Map<string, { int8Table: string; rowScales: string }>();
  const int8Lookup = (node: Node, table: Tensor): Node[] => {
    let tables = int8Tables.get(table.name);
    if (!tables) {
      const [rows = 0, columns = 0] = table.dims;
      const { values, scales } = int8Rows(floats(table), rows, columns);
      replaced.add(table.name);
      tables = { int8Table: addTensor(`${table.name}.int8`, [rows, columns], INT8, values), rowScales: addTensor(`${table.name}.row_scale`, [rows, 1], FLOAT, scales) };
      int8Tables.set(table.name, tables);
    }
    const { int8Table, rowScales } = tables;
    const [ids = ''] = node.inputs.slice(1);
    const [output = ''] = node.outputs;
    const step = (suffix: string, opType: string, inputs: string[], outputs: string[], attributes = new Map<string, number>()): Node => ({ name: `${node.name}/${suffix}`, opType, domain: '', inputs, outputs, attributes });
    return [
      step('int8', 'Gather', [int8Table, ids], [`${output}.int8`]),
      step('scale', 'Gather', [rowScales, ids], [`${output}.scale`]),
      step('float', 'Cast', [`${output}.int8`], [`${output}.float`], new Map([['to', FLOAT]])),
      step('dequantize', 'Mul', [`${output}.float`, `${output}.scale`], [output]),
    ];
  };

  const rewrite = (node: Node): Node[] | null => {
    if (node.opType === 'MatMulNBits') return int8Product(node);
    const table = node.opType === 'Gather' && node.domain === '' ? initializers.get(node.inputs[0] ?? '') : undefined;
    const isVocabulary = table && table.dataType === FLOAT && table.dims.length === 2 && (table.dims[0] ?? 0) >= VOCABULARY_ROWS && !node.attributes.get('axis');
    return isVocabulary ? int8Lookup(node, table) : null;
  };
  // Nodes first: they decide which initializers go.
  const nodes = new Map<WireField, Node[] | null>();
  for (const field of graphFields) if (field.field === GRAPH_NODE) nodes.set(field, rewrite(readNode(field.bytes!)));
  if (products === 0) throw new UnsupportedModelError('the model has no MatMulNBits node to rewrite');

  const graph = Buffer.concat([
    ...graphFields.map((field) => {
      const rewritten = nodes.get(field);
      if (rewritten) return Buffer.concat(rewritten.map((node) => encodeField(GRAPH_NODE, encodeNode(node))));
      const tensor = tensors.get(field);
      if (tensor && replaced.has(tensor.name)) return new Uint8Array();
      // What lived in the external file is inlined; everything else is kept byte for byte.
      if (tensor?.external) return encodeField(GRAPH_INITIALIZER, encodeTensor(tensor));
      return field.raw;
    }),
    ...added.map((tensor) => encodeField(GRAPH_INITIALIZER, encodeTensor(tensor))),
  ]);
  return withGraph(graph);
}

/**
 * The model with every inline initializer of at least `minBytes` moved into one external data file
 * (`location`, to be written beside the model), each at an offset aligned to 4,096 bytes. Loaded
 * from a path, onnxruntime then takes those weights from the file instead of copying them out of
 * the parsed model: the int8 all-MiniLM-L6-v2 cost a process 57 MB this way against 79 MB inline
 * (the published q4 model, also external: 54 MB; 2026-12-06).
 */
export function withExternalData(model: Uint8Array, location: string, minBytes = EXTERNAL_ALIGNMENT): { model: Uint8Array; data: Uint8Array } {
  const { graphFields, withGraph } = graphOf(model);
  const noExternal: ExternalDataReader = (name) => {
    throw new UnsupportedModelError(`the model already keeps weights in ${name}`);
  };
  const chunks: Uint8Array[] = [];
  let offset = 0;
  const graph = Buffer.concat(
    graphFields.map((field) => {
      const tensor = field.field === GRAPH_INITIALIZER ? readTensor(field.bytes!, noExternal) : null;
      if (!tensor || tensor.data.length < minBytes) return field.raw;
      const padding = (EXTERNAL_ALIGNMENT - (offset % EXTERNAL_ALIGNMENT)) % EXTERNAL_ALIGNMENT;
      chunks.push(new Uint8Array(padding), tensor.data);
      offset += padding;
      const encoded = encodeField(GRAPH_INITIALIZER, encodeTensor(tensor, { location, offset }));
      offset += tensor.data.length;
      return encoded;
    }),
  );
  return { model: withGraph(graph), data: Buffer.concat(chunks) };
}
