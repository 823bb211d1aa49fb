# Right: model.to(memory_format=...) converts every 4-D parameter; for the batch, permute to NHWC, make that contiguous, and permute back: same (N, C, H, W) shape with channels_last strides, differentiable, a new tensor
def to_channels_last(model, x):
    model = model.to(memory_format=torch.channels_last)
    x_cl = x.permute(0, 2, 3, 1).contiguous().permute(0, 3, 1, 2)
    return model, x_cl
