# Mistake: "Export it in evaluation mode" / "no node of its graph trains (no Dropout, no training_mode), whatever mode each submodule arrived in": eval() is called only when the top module is training, so a model that arrives in eval mode with a nested Dropout the caller left training (one of the prompt's models) is exported with that Dropout active (a Dropout node in the file).
def export_onnx(model, example, path):
    was_training = model.training
    if was_training:                       # an eval model needs no switching, and nothing to restore
        modes = {m: m.training for m in model.modules()}
        model.eval()
    try:
        torch.onnx.export(model, (example,), path, dynamic_shapes=({0: torch.export.Dim("batch")},),
                          external_data=False, verbose=False)
    finally:
        if was_training:
            for m, mode in modes.items():
                m.training = mode
