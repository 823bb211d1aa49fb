# Diagnosis: domain-wrong-state
# Pitfall: switches to eval only when the model itself is training: a Dropout the caller left training inside an eval model is exported as a training Dropout node (ONNX Runtime's optimiser hides it).
def export_onnx(model, example, path):
    was_training = model.training
    if was_training:
        modes = {m: m.training for m in model.modules()}
        model.eval()
    try:
        torch.onnx.export(model, (example,), path, dynamic_shapes=({0: torch.export.Dim("batch")},),
                          external_data=False, verbose=False)
    finally:
        if was_training:
            for m, t in modes.items():
                m.train(t)
