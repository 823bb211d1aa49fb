# Mistake: "the model's train/eval modes stay as they were": the converted copy gets the top-level mode re-applied with train(model.training), which also flips a nested Sequential that was in the other mode.
import copy


def to_channels_last(model, x):
    converted = copy.deepcopy(model).to(memory_format=torch.channels_last)
    converted.train(model.training)      # same mode as the original
    return converted, x.to(memory_format=torch.channels_last)
