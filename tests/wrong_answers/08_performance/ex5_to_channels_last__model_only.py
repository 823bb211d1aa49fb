# Diagnosis: input-not-channels-last
# Pitfall: only the model is converted; the batch stays NCHW and every convolution converts it.
def to_channels_last(model, x):
    return model.to(memory_format=torch.channels_last), x
