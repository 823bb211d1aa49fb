# Mistake: "Every 4-D parameter means ConvTranspose2d weights too": only nn.Conv2d modules are converted, so a ConvTranspose2d's weight and a custom layer's own 4-D weight stay NCHW.
def to_channels_last(model, x):
    for module in model.modules():
        if isinstance(module, nn.Conv2d):
            module.to(memory_format=torch.channels_last)
    return model, x.to(memory_format=torch.channels_last)
