# Right: names the dynamic dimension by the forward's own parameter name (read with inspect.signature) in a dict, and restores each submodule's recorded mode with module.train(mode) one module at a time.
import inspect

def export_onnx(model, example, path):
    arg_name = next(iter(inspect.signature(model.forward).parameters))
    batch = torch.export.Dim("batch")
    saved = [(m, m.training) for m in model.modules()]
    for m in model.modules():
        m.training = False
    try:
        torch.onnx.export(model, (example,), path, dynamic_shapes={arg_name: {0: batch}},
                          external_data=False, verbose=False, dynamo=True)
    finally:
        for m, mode in saved:
            m.training = mode
