# Right: exports an eval-mode deep copy (the caller's model and its modes are never touched), with dynamic_shapes given by the argument's name read from inspect.signature.
import copy
import inspect

def export_onnx(model, example, path):
    frozen = copy.deepcopy(model).eval()
    name = next(iter(inspect.signature(frozen.forward).parameters))
    torch.onnx.export(frozen, (example,), path, dynamic_shapes={name: {0: torch.export.Dim("batch")}},
                      external_data=False, verbose=False)
