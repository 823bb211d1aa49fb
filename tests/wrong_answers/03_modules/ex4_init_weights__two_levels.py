# Diagnosis: domain-wrong-result
# Pitfall: the model, its children and their children: a Linear three containers down keeps its old
# weights.
def init_weights(model):
    seen = [model]
    for child in model.children():
        seen.append(child)
        seen.extend(child.children())
    for module in seen:
        if isinstance(module, nn.Linear):
            nn.init.kaiming_normal_(module.weight, mode="fan_in", nonlinearity="relu")
            if module.bias is not None:
                nn.init.zeros_(module.bias)
    return model
