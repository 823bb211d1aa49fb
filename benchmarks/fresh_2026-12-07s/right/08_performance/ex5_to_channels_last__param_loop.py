# Right: walks model.parameters() itself and re-lays each 4-D parameter's storage in place through .data (requires_grad and identity kept), then converts x with .to(memory_format=...).
def to_channels_last(model, x):
    with torch.no_grad():
        for p in model.parameters():
            if p.dim() == 4:
                p.data = p.data.to(memory_format=torch.channels_last)
    return model, x.to(memory_format=torch.channels_last)
