# Mistake: "Write one self-contained file (external_data=False: by default the weights go to a .data file beside it ...), and print nothing (verbose=False ...)" — leaves both at their defaults: a .data file beside the .onnx and progress printed on every call
import copy

def export_onnx(model, example, path):
    m = copy.deepcopy(model).eval()
    torch.onnx.export(m, (example,), path, dynamo=True, dynamic_shapes=({0: torch.export.Dim("batch")},))
