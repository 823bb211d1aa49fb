# Mistake: "Every 4-D parameter means `ConvTranspose2d` weights too, in nested submodules as well": only nn.Conv2d layers are converted, so a ConvTranspose2d weight or a custom layer's own 4-D weight stays NCHW.
def to_channels_last(model, x):
    for layer in model.modules():
        if isinstance(layer, nn.Conv2d):
            layer.to(memory_format=torch.channels_last)
    return model, x.to(memory_format=torch.channels_last)
