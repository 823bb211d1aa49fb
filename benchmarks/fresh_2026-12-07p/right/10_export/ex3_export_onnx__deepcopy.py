# Right: exports an eval-mode deep copy (the caller's model is never switched, so no restoring is needed), naming the dynamic batch dimension by the forward argument's real name read with inspect.signature.
import inspect


def export_onnx(model, example, path):
    frozen = copy.deepcopy(model).eval()
    arg = next(iter(inspect.signature(frozen.forward).parameters))
    torch.onnx.export(frozen, (example,), path, dynamic_shapes={arg: {0: torch.export.Dim("batch")}},
                      external_data=False, verbose=False)
