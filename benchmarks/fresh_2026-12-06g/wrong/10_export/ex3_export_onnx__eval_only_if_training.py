# Mistake: "Export it in evaluation mode ... **every submodule** in the mode it had" with the must-handle's "a model in eval mode whose nested Dropout the caller left in training mode" — switches to eval only when model.training is True: a model that reports eval at the top but whose nested Dropout is still training is exported as it is, with a training Dropout in the graph (random outputs in ONNX Runtime)
def export_onnx(model, example, path):
    modes = {m: m.training for m in model.modules()}
    if model.training:
        model.eval()
    try:
        torch.onnx.export(model, (example,), path, dynamic_shapes=({0: torch.export.Dim("batch")},),
                          external_data=False, verbose=False)
    finally:
        for m, mode in modes.items():
            m.training = mode
