# NHWC storage by hand: permute, make contiguous, permute back (same shape, channels_last strides);
# each convolution weight converted with contiguous(memory_format=...).
def to_channels_last(model, x):
    for module in model.modules():
        if isinstance(module, nn.Conv2d):
            module.weight.data = module.weight.data.contiguous(memory_format=torch.channels_last)
    return model, x.permute(0, 2, 3, 1).contiguous().permute(0, 3, 1, 2)
