# Mistake: "`eval_tf`: no randomness at all (it draws no random numbers, not even for a transform with probability 0)": keeps the same pipeline shape with RandomHorizontalFlip(p=0.0), which still draws from the global generator on every call.
def make_transforms(mean, std):
    def build(crop_padding, flip_p):
        steps = [v2.ToImage()]
        steps.append(v2.RandomCrop(28, padding=crop_padding) if crop_padding else v2.Identity())
        steps.append(v2.RandomHorizontalFlip(p=flip_p))
        steps += [v2.ToDtype(torch.float32, scale=True), v2.Normalize(mean, std)]
        return v2.Compose(steps)
    return build(4, 0.5), build(0, 0.0)
