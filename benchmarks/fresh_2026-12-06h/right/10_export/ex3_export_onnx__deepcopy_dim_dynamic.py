# Right: exports an eval-mode deep copy (the caller's model is never touched, so every submodule's mode stays as it was) with torch.export.Dim.DYNAMIC for the batch dimension instead of a named Dim.
import copy

def export_onnx(model, example, path):
    frozen = copy.deepcopy(model).eval()
    torch.onnx.export(frozen, (example,), path, dynamo=True,
                      dynamic_shapes=({0: torch.export.Dim.DYNAMIC},),
                      external_data=False, verbose=False)
