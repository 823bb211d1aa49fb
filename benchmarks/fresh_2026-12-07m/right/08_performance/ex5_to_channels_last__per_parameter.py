# Right: converts each 4-D parameter in place through .data (whatever module holds it), and the batch with the permute-contiguous-permute idiom, which gives channels_last strides with the same shape.
def to_channels_last(model, x):
    for p in model.parameters():
        if p.dim() == 4:
            p.data = p.data.contiguous(memory_format=torch.channels_last)
    x_cl = x.permute(0, 2, 3, 1).contiguous().permute(0, 3, 1, 2)
    return model, x_cl
