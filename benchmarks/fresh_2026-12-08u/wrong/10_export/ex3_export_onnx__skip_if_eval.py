# Mistake: "Export it in evaluation mode ... no node of its graph trains (no Dropout), whatever mode each submodule arrived in" — it switches modes only when model.training is True; a model in eval mode whose nested Dropout the caller left in training mode is exported as it is, with a training Dropout in the graph.
def export_onnx(model, example, path):
    batch = torch.export.Dim("batch")
    if not model.training:               # already in eval mode: nothing to switch or restore
        torch.onnx.export(model, (example,), path, dynamic_shapes=({0: batch},),
                          external_data=False, verbose=False)
        return
    modes = {m: m.training for m in model.modules()}
    model.eval()
    try:
        torch.onnx.export(model, (example,), path, dynamic_shapes=({0: batch},),
                          external_data=False, verbose=False)
    finally:
        for m, mode in modes.items():
            m.train(mode)
