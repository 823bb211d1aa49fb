# Diagnosis: domain-wrong-state
# Pitfall: only the library's convolution modules are converted: a layer holding its own 4-D weight (used with F.conv2d) stays NCHW.
def to_channels_last(model, x):
    for m in model.modules():
        if isinstance(m, nn.modules.conv._ConvNd) and m.weight.dim() == 4:
            m.weight.data = m.weight.data.contiguous(memory_format=torch.channels_last)
    return model, x.to(memory_format=torch.channels_last)
