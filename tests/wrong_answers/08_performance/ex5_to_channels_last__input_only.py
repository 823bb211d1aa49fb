# Diagnosis: weights-not-channels-last
# Pitfall: only the input is converted; the convolution weights stay NCHW.
def to_channels_last(model, x):
    return model, x.to(memory_format=torch.channels_last)
