# Diagnosis: weights-not-channels-last
# Pitfall: converting only the nn.Conv2d weights by hand: a ConvTranspose2d's 4-D weight is missed.
def to_channels_last(model, x):
    for m in model.modules():
        if isinstance(m, nn.Conv2d):
            m.weight.data = m.weight.data.contiguous(memory_format=torch.channels_last)
    return model, x.to(memory_format=torch.channels_last)
