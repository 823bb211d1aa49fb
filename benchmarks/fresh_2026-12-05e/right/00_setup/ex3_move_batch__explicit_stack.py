# Right: no recursion: an explicit stack builds new dicts/lists (tuples are filled as lists and frozen at the end); keys keep their order; non-tensors are returned as they are.
def move_batch(batch, device):
    def convert(value):
        if isinstance(value, torch.Tensor):
            return value.to(device), None
        if isinstance(value, dict):
            return {}, list(value.items())
        if isinstance(value, (list, tuple)):
            return [], list(enumerate(value))
        return value, None

    root, items = convert(batch)
    if items is None:
        return root
    # each frame: (original container, new container, pending items, parent new container, key in parent)
    frames = [[batch, root, items, 0, None, None]]
    while frames:
        frame = frames[-1]
        original, new, pending, index = frame[0], frame[1], frame[2], frame[3]
        if index == len(pending):
            frames.pop()
            done = tuple(new) if isinstance(original, tuple) else new
            if frames:
                parent = frames[-1][1]
                if isinstance(parent, dict):
                    parent[frame[5]] = done
                else:
                    parent.append(done)
            else:
                root = done
            continue
        frame[3] += 1
        key, value = pending[index]
        converted, children = convert(value)
        if children is None:
            if isinstance(new, dict):
                new[key] = converted
            else:
                new.append(converted)
        else:
            frames.append([value, converted, children, 0, new, key])
    return root
