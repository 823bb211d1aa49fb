# Right: Module.to(memory_format=torch.channels_last) (converts every 4-D parameter and buffer recursively, modes untouched) and an out-of-place x.to(memory_format=...).
def to_channels_last(model, x):
    converted = model.to(memory_format=torch.channels_last)
    return converted, x.to(memory_format=torch.channels_last)
