# Right: exports an eval-mode deep copy, so the caller's model is never touched; the dynamic dimension is named in a dict keyed by the forward argument's real name (read with inspect).
import copy
import inspect

def export_onnx(model, example, path):
    frozen = copy.deepcopy(model).eval()
    arg_name = next(iter(inspect.signature(frozen.forward).parameters))
    torch.onnx.export(frozen, (example,), path, dynamic_shapes={arg_name: {0: torch.export.Dim("batch")}},
                      external_data=False, verbose=False, dynamo=True)
