# Mistake: "every submodule in the mode it had": the modes are saved and restored for the top module and its direct children only (child.train(mode) recurses), so in the prompt's nested models a grandchild that was in a different mode from its parent (a nested Dropout left training inside an eval model, or a frozen BatchNorm inside a training block) comes back in its parent's mode.
def export_onnx(model, example, path):
    top = model.training
    children = [(child, child.training) for child in model.children()]
    model.eval()
    try:
        torch.onnx.export(model, (example,), path, dynamic_shapes=({0: torch.export.Dim("batch")},),
                          external_data=False, verbose=False)
    finally:
        model.training = top
        for child, mode in children:
            child.train(mode)
