# Mistake: "leave the model in the mode you found it: every submodule in the mode it had (... model.train(was_training) would switch that part to training)" — restores only the top-level flag, so a training model with a frozen BatchNorm in eval mode comes back with that BatchNorm training (and an eval model's training-mode Dropout comes back in eval).
def export_onnx(model, example, path):
    was_training = model.training
    model.eval()
    try:
        torch.onnx.export(model, (example,), path, dynamic_shapes=({0: torch.export.Dim("batch")},),
                          external_data=False, verbose=False)
    finally:
        model.train(was_training)
