# Right: builds the channels_last batch by permuting to NHWC, making that contiguous and permuting back (same shape, NHWC strides, differentiable), and converts every 4-D parameter in place through p.data.
def to_channels_last(model, x):
    for p in model.parameters():
        if p.dim() == 4:
            p.data = p.data.permute(0, 2, 3, 1).contiguous().permute(0, 3, 1, 2)
    x_cl = x.permute(0, 2, 3, 1).contiguous().permute(0, 3, 1, 2)
    return model, x_cl
