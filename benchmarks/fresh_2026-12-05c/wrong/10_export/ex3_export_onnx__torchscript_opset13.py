# Mistake: "with the current, torch.export-based exporter (dynamo=True, the default; the tests check that the deprecated TorchScript exporter behind dynamo=False is not used)" — follows the notes' dynamo=False, opset_version=13 recipe with dynamic_axes
import copy

def export_onnx(model, example, path):
    m = copy.deepcopy(model).eval()
    torch.onnx.export(m, (example,), path, dynamo=False, opset_version=13,
                      input_names=["x"], output_names=["y"],
                      dynamic_axes={"x": {0: "batch"}, "y": {0: "batch"}})
