# Right: names the dynamic dimension by the forward argument's own name (read with inspect.signature, so any module works) and restores each submodule's mode from a list in a finally block.
import inspect


def export_onnx(model, example, path):
    arg_name = next(iter(inspect.signature(model.forward).parameters))
    saved = [(module, module.training) for module in model.modules()]
    model.eval()
    try:
        torch.onnx.export(model, (example,), path, dynamic_shapes={arg_name: {0: torch.export.Dim("batch")}},
                          external_data=False, verbose=False)
    finally:
        for module, training in saved:
            module.training = training
