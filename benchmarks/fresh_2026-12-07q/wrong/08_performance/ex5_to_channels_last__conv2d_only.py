# Mistake: "Every 4-D parameter means `ConvTranspose2d` weights too ... (a custom layer holding its own 4-D weight)": only nn.Conv2d modules are converted (ConvTranspose2d is not a Conv2d subclass), so ConvTranspose2d and custom 4-D weights stay NCHW.
def to_channels_last(model, x):
    for m in model.modules():
        if isinstance(m, nn.Conv2d):
            m.to(memory_format=torch.channels_last)
    return model, x.contiguous(memory_format=torch.channels_last)
