# Mistake: "the model's train/eval modes stay as they were": the tutorial idiom model.to(memory_format=torch.channels_last).eval() switches a model in train mode (and its nested block in the other mode) to eval, changing outputs of a BatchNorm block in training mode and every mode.
def to_channels_last(model, x):
    model = model.to(memory_format=torch.channels_last).eval()
    return model, x.to(memory_format=torch.channels_last)
