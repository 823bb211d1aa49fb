# Mistake: "leave the model in the mode you found it: **every submodule** in the mode it had" — restores only the top module's training flag (model.training = was_training), so the submodules that eval() switched off stay in eval mode, Dropout included
def export_onnx(model, example, path):
    was_training = model.training
    model.eval()
    try:
        torch.onnx.export(model, (example,), path, dynamic_shapes=({0: torch.export.Dim("batch")},),
                          external_data=False, verbose=False)
    finally:
        model.training = was_training
