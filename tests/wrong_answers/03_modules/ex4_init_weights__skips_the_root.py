# Diagnosis: domain-wrong-result
# Pitfall: skips the model itself (the unnamed root of named_modules()), so a model that is one nn.Linear keeps its default initialisation.
def init_weights(model):
    for name, module in model.named_modules():
        if name and isinstance(module, nn.Linear):
            nn.init.kaiming_normal_(module.weight, mode="fan_in", nonlinearity="relu")
            if module.bias is not None:
                nn.init.zeros_(module.bias)
    return model
