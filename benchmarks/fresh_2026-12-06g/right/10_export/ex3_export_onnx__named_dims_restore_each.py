# Right: exports the caller's own model after putting every submodule in eval mode, and in a finally gives each submodule back the exact mode it had (a list of (module, training flag) pairs, not model.train(flag)); the dynamic batch is named through the forward's own argument name, read with inspect.signature, so dynamic_shapes is a dict that matches whatever the argument is called
import inspect


def export_onnx(model, example, path):
    modes = [(module, module.training) for module in model.modules()]
    (arg_name,) = [name for name in inspect.signature(model.forward).parameters]
    model.eval()
    try:
        torch.onnx.export(model, (example,), path, dynamic_shapes={arg_name: {0: torch.export.Dim("batch")}},
                          external_data=False, verbose=False)
    finally:
        for module, mode in modes:
            module.training = mode
