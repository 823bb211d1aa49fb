# Right: layout change by permute to NHWC, contiguous, and permute back (same shape, channels_last strides, differentiable); every 4-D parameter of every submodule swapped through .data.
def _nhwc_strided(t):
    return t.permute(0, 2, 3, 1).contiguous().permute(0, 3, 1, 2)

def to_channels_last(model, x):
    with torch.no_grad():
        for p in model.parameters():
            if p.dim() == 4:
                p.data = _nhwc_strided(p.data)
    return model, _nhwc_strided(x)
