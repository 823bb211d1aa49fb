# Right: records each submodule's mode by name, exports in eval mode with the dynamic dimension keyed by the forward's real first argument name (read with inspect), and restores every mode in a finally block
import inspect


def export_onnx(model, example, path):
    saved = {name: module.training for name, module in model.named_modules()}
    arg = next(iter(inspect.signature(model.forward).parameters))
    model.eval()
    try:
        torch.onnx.export(model, (example,), path, dynamic_shapes={arg: {0: torch.export.Dim("batch")}},
                          external_data=False, verbose=False)
    finally:
        for name, module in model.named_modules():
            module.training = saved[name]
