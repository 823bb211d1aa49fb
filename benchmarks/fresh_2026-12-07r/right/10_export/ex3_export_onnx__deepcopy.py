# Right: exports an eval-mode deep copy (the caller's model is never touched or run), with a named Dim and keyword arguments.
import copy
from torch.export import Dim

def export_onnx(model, example, path):
    frozen = copy.deepcopy(model)
    frozen.eval()
    torch.onnx.export(frozen, args=(example,), f=path, dynamo=True,
                      dynamic_shapes=({0: Dim("batch")},), external_data=False, verbose=False)
