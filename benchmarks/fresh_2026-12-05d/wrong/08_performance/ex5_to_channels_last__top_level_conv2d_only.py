# Mistake: "Every 4-D parameter means `ConvTranspose2d` weights too, in nested submodules as well" — converts only the Conv2d layers found among the model's direct children, missing ConvTranspose2d, the custom 4-D weight and anything inside a nested Sequential
def to_channels_last(model, x):
    cl = torch.channels_last
    for layer in model.children():
        if isinstance(layer, nn.Conv2d):
            layer.to(memory_format=cl)
    return model, x.to(memory_format=cl)
