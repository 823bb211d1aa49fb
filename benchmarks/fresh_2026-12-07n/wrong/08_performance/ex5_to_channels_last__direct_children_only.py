# Mistake: "Every 4-D parameter ..., in nested submodules as well": only the model's direct children are converted, so convolutions inside a nested Sequential block keep NCHW weights.
def to_channels_last(model, x):
    for child in model.children():
        if any(p.dim() == 4 for p in child.parameters(recurse=False)):
            child.to(memory_format=torch.channels_last)
    return model, x.to(memory_format=torch.channels_last)
