# Diagnosis: mode-not-restored
# Pitfall: restores only the top module's flag: model.train(was_training) switches a submodule that was frozen in eval mode back to training.
def export_onnx(model, example, path):
    was_training = model.training
    model.eval()
    try:
        torch.onnx.export(model, (example,), path, dynamic_shapes=({0: torch.export.Dim("batch")},), verbose=False)
    finally:
        model.train(was_training)
