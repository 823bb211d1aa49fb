# Right: builds the channels_last batch by hand, NHWC-contiguous then permuted back to the NCHW shape (differentiable, a new tensor, x untouched), and swaps each 4-D parameter's storage in place through .data (as Module.to does), so Parameters, requires_grad and modes stay as they were
def to_channels_last(model, x):
    for p in model.parameters():
        if p.dim() == 4:
            p.data = p.data.contiguous(memory_format=torch.channels_last)
    x_cl = x.permute(0, 2, 3, 1).contiguous().permute(0, 3, 1, 2)
    return model, x_cl
