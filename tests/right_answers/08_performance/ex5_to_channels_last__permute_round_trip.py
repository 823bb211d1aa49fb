# NHWC storage by hand: permute, make contiguous, permute back (same shape, channels_last strides);
# each 4-D parameter (Conv2d and ConvTranspose2d weights) converted with contiguous(memory_format=...).
def to_channels_last(model, x):
    for param in model.parameters():
        if param.dim() == 4:
            param.data = param.data.contiguous(memory_format=torch.channels_last)
    return model, x.permute(0, 2, 3, 1).contiguous().permute(0, 3, 1, 2)
