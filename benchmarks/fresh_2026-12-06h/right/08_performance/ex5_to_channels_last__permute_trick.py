# Right: `model.to(memory_format=...)` for the model, and for the batch the layout spelled out by hand: permute to NHWC, make that contiguous, permute back to the NCHW shape (a channels_last tensor with the same shape and values, differentiable).
def to_channels_last(model, x):
    model.to(memory_format=torch.channels_last)
    x_cl = x.permute(0, 2, 3, 1).contiguous().permute(0, 3, 1, 2)
    return model, x_cl
