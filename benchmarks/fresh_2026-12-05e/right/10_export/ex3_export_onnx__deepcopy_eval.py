# Right: exports an eval-mode deep copy (the prompt allows it), so the caller's model, its submodules' modes, parameters and buffers are never touched; dynamo exporter, a symbolic batch dimension, one self-contained file, silent
import copy

def export_onnx(model, example, path):
    frozen = copy.deepcopy(model).eval()
    batch = torch.export.Dim("batch")
    torch.onnx.export(frozen, (example,), path, dynamo=True, dynamic_shapes=({0: batch},),
                      external_data=False, verbose=False)
