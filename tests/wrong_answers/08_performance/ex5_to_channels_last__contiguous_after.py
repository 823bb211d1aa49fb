# Diagnosis: input-not-channels-last
# Pitfall: a "safety" .contiguous() after the conversion quietly turns the batch back into NCHW.
def to_channels_last(model, x):
    model = model.to(memory_format=torch.channels_last)
    return model, x.to(memory_format=torch.channels_last).contiguous()
