# Right: converts every parameter with dim() == 4 in place through p.data, and builds the batch's layout by hand with permute -> contiguous -> permute back (strides of channels_last, same shape, still differentiable).
def to_channels_last(model, x):
    with torch.no_grad():
        for p in model.parameters():
            if p.dim() == 4:
                p.data = p.data.contiguous(memory_format=torch.channels_last)
    x_cl = x.permute(0, 2, 3, 1).contiguous().permute(0, 3, 1, 2)
    return model, x_cl
