# Mistake: "leave the model in the mode you found it: **every submodule** in the mode it had ... Exporting an eval-mode deep copy is fine too" — it exports a copy.copy of the model, a shallow copy that shares its submodules with the caller's model, so .eval() on the copy switches the caller's submodules (Dropout, BatchNorm, nested Sequentials) to eval mode for good; only the top-level flag survives.
from torch.export import Dim

def export_onnx(model, example, path):
    frozen = copy.copy(model).eval()          # a copy, so the caller's model keeps its mode
    torch.onnx.export(frozen, (example,), path, dynamo=True, dynamic_shapes=({0: Dim("batch")},),
                      external_data=False, verbose=False)
