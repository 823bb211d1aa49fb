# Right: exports an eval-mode deep copy (the caller's model is never touched or run), dynamic batch given by the forward argument's name read with inspect, dynamo=True written out.
import inspect

def export_onnx(model, example, path):
    frozen = copy.deepcopy(model).eval()
    arg_name = next(iter(inspect.signature(frozen.forward).parameters))
    torch.onnx.export(frozen, (example,), path, dynamo=True,
                      dynamic_shapes={arg_name: {0: torch.export.Dim("batch")}},
                      external_data=False, verbose=False)
