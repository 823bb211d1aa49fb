# Mistake: "Every 4-D parameter means ConvTranspose2d weights too, in nested submodules as well": only the model's direct children that are Conv2d or ConvTranspose2d are converted, so convolutions inside a nested Sequential block and a custom layer's own 4-D weight stay NCHW.
def to_channels_last(model, x):
    cl = torch.channels_last
    for layer in model.children():
        if isinstance(layer, (nn.Conv2d, nn.ConvTranspose2d)):
            layer.weight.data = layer.weight.data.contiguous(memory_format=cl)
    return model, x.contiguous(memory_format=cl)
